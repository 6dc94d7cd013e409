import CSDL2
import Foundation

extension SDLBackendError {
    /// An `.sdl` error carrying SDL_GetError's current text.
    static func fromSDL(_ call: String) -> SDLBackendError {
        .sdl(call: call, reason: String(cString: SDL_GetError()))
    }
}

/// Writes a warning line to stderr; warnings never stop the app.
func warn(_ message: String) {
    var line = "segue: warning: " + message + "\n"
    line.withUTF8 { buf in _ = fwrite(buf.baseAddress, 1, buf.count, stderr) }
}
