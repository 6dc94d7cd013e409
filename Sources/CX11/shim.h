#ifndef CX11_SHIM_H
#define CX11_SHIM_H
// Only what SDLBackend reads of the X server: its resource database (Xft.dpi), which SDL2
// does not expose.
#include <X11/Xlib.h>
#endif
