#ifndef CSDL2_SHIM_H
#define CSDL2_SHIM_H
// Through the SDL2 folder, so no -I (and no pkg-config) is needed: SDL's own headers include
// each other with quotes, which resolve beside them.
#include <SDL2/SDL.h>
#include <SDL2/SDL_ttf.h>
#include <SDL2/SDL_image.h>
#endif
