import ArgumentParser
import SegueScript

/// Runs `check`, reporting an `OptionError` from SegueScript's API as ArgumentParser's
/// `ValidationError`, so a bad option value found there exits 2 with the usage, as every bad
/// argument does. SegueScript links no parser; the option types here and in SegueTool do.
@discardableResult
package func validateOption<T>(_ check: () throws -> T) throws -> T {
    do {
        return try check()
    } catch let error as OptionError {
        throw ValidationError(error.message)
    }
}
