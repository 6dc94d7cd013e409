#ifndef CMALLOC_SHIM_H
#define CMALLOC_SHIM_H
// glibc's allocator settings (mallopt), which Swift's Glibc module does not bring in: SDLBackend's
// ProcessMemory sets from which size an allocation is mapped on its own. Part of libc; nothing
// to link.
#include <malloc.h>
#endif
