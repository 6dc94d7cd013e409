import CSDL2

/// Owns one reference to SDL's video subsystem, SDL_ttf and SDL_image.
///
/// SDL and SDL_ttf count their own initialisations, so every object that needs SDL holds a
/// session and the libraries shut down when the last one goes away. There is no global state
/// here: two sessions simply take two references.
public final class SDLSession {
    /// The video driver SDL actually uses, such as "x11" or "offscreen"; nil without video.
    public let videoDriver: String?
    private let ownsVideo: Bool

    /// - Parameters:
    ///   - video: initialise the video subsystem (windows need it; fonts and images do not).
    ///   - preferredDriver: a driver name such as "offscreen"; honoured only when this session
    ///     is the first to start video, because SDL picks the driver once.
    public init(video: Bool = true, preferredDriver: String? = nil) throws {
        if video {
            // SDL would turn SIGINT and SIGTERM into a quit event that only a polling loop sees;
            // the app handles those signals itself (segue's Interruption).
            SDL_SetHint(SDL_HINT_NO_SIGNAL_HANDLERS, "1")
            let first = SDL_WasInit(UInt32(SDL_INIT_VIDEO)) == 0
            if first, let driver = preferredDriver { SDL_SetHint(SDL_HINT_VIDEODRIVER, driver) }
            let status = SDL_InitSubSystem(UInt32(SDL_INIT_VIDEO))
            // The hint only matters at start-up; clearing it keeps later windows on the default.
            if first, preferredDriver != nil { _ = SDL_ResetHint(SDL_HINT_VIDEODRIVER) }
            guard status == 0 else { throw SDLBackendError.fromSDL("SDL_InitSubSystem(VIDEO)") }
            videoDriver = SDL_GetCurrentVideoDriver().map { String(cString: $0) }
        } else {
            videoDriver = nil
        }
        ownsVideo = video
        guard TTF_Init() == 0 else {
            if video { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
            throw SDLBackendError.fromSDL("TTF_Init")
        }
        let wanted = Int32(IMG_INIT_JPG.rawValue | IMG_INIT_PNG.rawValue)
        if IMG_Init(wanted) & wanted != wanted {
            warn("IMG_Init could not load every codec (\(String(cString: SDL_GetError()))); some images may not decode")
        }
    }

    deinit {
        TTF_Quit()
        if ownsVideo { SDL_QuitSubSystem(UInt32(SDL_INIT_VIDEO)) }
        // IMG_Quit is deliberately not called: it is not reference-counted, so it would unload
        // the codecs under any other live session. The loaded codecs cost nothing idle.
    }
}
