/// Fits a polynomial to weighted samples by least squares, as Flutter's `LeastSquaresSolver`
/// does: a QR decomposition of the weighted Vandermonde matrix by modified Gram–Schmidt,
/// then back substitution. QR avoids the squared condition number of the normal equations.
struct LeastSquaresSolver {
    /// The sample abscissae (Flutter and `VelocityTracker` use milliseconds relative to the
    /// newest sample, which keeps the columns' norms near 1…100 and the tolerance meaningful).
    let x: [Double]
    /// The sample ordinates.
    let y: [Double]
    /// The weight of each sample; all 1 for an unweighted fit.
    let weights: [Double]

    /// A column whose norm falls below this after orthogonalisation is treated as dependent on
    /// the earlier ones, meaning too few distinct abscissae for the requested degree.
    static let dependentColumnNorm = 1e-5

    init(x: [Double], y: [Double], weights: [Double]? = nil) {
        precondition(x.count == y.count, "Least squares needs as many abscissae as ordinates")
        self.x = x
        self.y = y
        self.weights = weights ?? Array(repeating: 1, count: x.count)
    }

    /// The coefficients c0, c1, … of c0 + c1·x + … + c_degree·x^degree, or `nil` when the
    /// samples cannot determine a polynomial of that degree.
    func solve(degree: Int) -> [Double]? {
        let sampleCount = x.count
        let columnCount = degree + 1
        guard degree >= 0, columnCount <= sampleCount else { return nil }

        // Columns of the weighted Vandermonde matrix: a[j][h] = w[h]·x[h]^j.
        var vandermonde: [[Double]] = [weights]
        for power in 1..<columnCount {
            let previous = vandermonde[power - 1]
            vandermonde.append((0..<sampleCount).map { previous[$0] * x[$0] })
        }

        var orthonormal: [[Double]] = []
        var upper = Array(repeating: Array(repeating: 0.0, count: columnCount), count: columnCount)
        for column in 0..<columnCount {
            var basis = vandermonde[column]
            for earlier in orthonormal {
                let projection = Self.dot(basis, earlier)
                for h in 0..<sampleCount { basis[h] -= projection * earlier[h] }
            }
            let norm = Self.dot(basis, basis).squareRoot()
            if norm < Self.dependentColumnNorm { return nil }
            basis = basis.map { $0 / norm }
            orthonormal.append(basis)
            for later in column..<columnCount {
                upper[column][later] = Self.dot(basis, vandermonde[later])
            }
        }

        let weightedY = (0..<sampleCount).map { y[$0] * weights[$0] }
        var coefficients = Array(repeating: 0.0, count: columnCount)
        for row in stride(from: columnCount - 1, through: 0, by: -1) {
            var value = Self.dot(orthonormal[row], weightedY)
            for later in (row + 1)..<columnCount {
                value -= upper[row][later] * coefficients[later]
            }
            coefficients[row] = value / upper[row][row]
        }
        return coefficients
    }

    private static func dot(_ lhs: [Double], _ rhs: [Double]) -> Double {
        var sum = 0.0
        for index in lhs.indices { sum += lhs[index] * rhs[index] }
        return sum
    }
}
