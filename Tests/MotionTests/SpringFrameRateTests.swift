import Foundation
import XCTest

@testable import Motion

/// Stepping exactly from the current state must not depend on the frame rate.
final class SpringFrameRateTests: XCTestCase {
    static let frameRates: [Int] = [30, 60, 120, 240]
    /// Shared instants are the 30 fps frames, which every other rate also lands on.
    static let sharedRate = 30
    static let simulatedSeconds = 3

    /// The worst |stepped − closed form| over springs, rates and shared times, in points.
    func testSteppingAtAnyFrameRateAgreesWithTheClosedForm() {
        let springs = [
            Spring(dampingRatio: 0.25, duration: 3),
            Spring(dampingRatio: 0.75, duration: 0.6),
            Spring(dampingRatio: 1, duration: 0.5),
            Spring(dampingRatio: 2, duration: 1),
            Spring.bouncy,
        ]
        var worstPosition = 0.0
        var worstVelocity = 0.0
        for spring in springs {
            let start = 0.0, target = 400.0, flick = -2500.0
            let exact = SpringSolution(spring: spring, displacement: start - target, velocity: flick)
            for rate in Self.frameRates {
                var animation = SpringAnimation(
                    spring: spring, value: start, target: target,
                    velocity: .absolute(flick), restThreshold: .never
                )
                let framesPerShared = rate / Self.sharedRate
                for frame in 1...(rate * Self.simulatedSeconds) {
                    animation.step(by: 1 / Double(rate))
                    guard frame % framesPerShared == 0 else { continue }
                    let time = Double(frame / framesPerShared) / Double(Self.sharedRate)
                    let positionError = abs(animation.value - (target + exact.position(at: time)))
                    let velocityError = abs(animation.velocity - exact.velocity(at: time))
                    worstPosition = max(worstPosition, positionError)
                    worstVelocity = max(worstVelocity, velocityError)
                    XCTAssertLessThan(positionError, 1e-9, "ζ=\(spring.dampingRatio) at \(rate) fps, t=\(time)")
                }
            }
        }
        print("Worst frame-rate disagreement: position \(worstPosition) pt, velocity \(worstVelocity) pt/s")
        XCTAssertLessThan(worstPosition, 1e-9)
        XCTAssertLessThan(worstVelocity, 1e-7)
    }

    func testUnevenFramesAgreeWithTheClosedForm() {
        let spring = Spring(dampingRatio: 0.5, response: 0.4)
        var animation = SpringAnimation(spring: spring, value: 0, target: 1, restThreshold: .never)
        let steps = [0.016, 0.004, 0.033, 0.064, 0.001, 0.0083, 0.05]
        var time = 0.0
        for step in steps {
            animation.step(by: step)
            time += step
        }
        let exact = SpringSolution(spring: spring, displacement: -1, velocity: 0)
        XCTAssertEqual(animation.value, 1 + exact.position(at: time), accuracy: 1e-12)
    }

    func testVectorSpringMatchesPerComponentSprings() {
        let spring = Spring(dampingRatio: 0.6, response: 0.45)
        var point = VectorSpringAnimation(
            spring: spring,
            value: Vector2(x: 10, y: 500),
            target: Vector2(x: 310, y: 100),
            velocity: .absolute(Vector2(x: 800, y: 0)),
            restThreshold: .never
        )
        var x = SpringAnimation(spring: spring, value: 10, target: 310, velocity: .absolute(800), restThreshold: .never)
        var y = SpringAnimation(spring: spring, value: 500, target: 100, restThreshold: .never)
        for _ in 0..<30 {
            point.step(by: 1.0 / 60.0)
            x.step(by: 1.0 / 60.0)
            y.step(by: 1.0 / 60.0)
        }
        XCTAssertEqual(point.value.x, x.value, accuracy: 1e-12)
        XCTAssertEqual(point.value.y, y.value, accuracy: 1e-12)
        XCTAssertEqual(point.velocity.x, x.velocity, accuracy: 1e-12)
    }

    func testVectorSpringNormalisedVelocityLeavesAStillAxisAlone() {
        var point = VectorSpringAnimation(
            spring: .bouncy,
            value: Vector2(x: 0, y: 20),
            target: Vector2(x: 200, y: 20),
            velocity: .normalized(3)
        )
        XCTAssertEqual(point.velocity, Vector2(x: 600, y: 0))
        point.step(by: 0.05)
        XCTAssertEqual(point.value.y, 20)
        XCTAssertGreaterThan(point.value.x, 0)
    }

    func testVectorSpringRestsAllComponentsTogether() {
        var rect = VectorSpringAnimation(
            spring: .snappy,
            value: CGRect(x: 0, y: 0, width: 100, height: 100),
            target: CGRect(x: 50, y: 80, width: 200, height: 40)
        )
        var frames = 0
        while !rect.step(by: 1.0 / 60.0), frames < 600 { frames += 1 }
        XCTAssertLessThan(frames, 600)
        XCTAssertEqual(rect.value, CGRect(x: 50, y: 80, width: 200, height: 40))
        XCTAssertTrue(rect.isAtRest)
        XCTAssertEqual(rect.velocity, CGRect.zero)
    }
}
