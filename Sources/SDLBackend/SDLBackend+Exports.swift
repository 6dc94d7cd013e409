// The compositor was SDLBackend's until issue 38 made it a target of its own: code that
// imports SDLBackend still sees `Renderer`, `PixelRect`, `RenderStats` and `SDLBackendError`.
@_exported import Compositor
