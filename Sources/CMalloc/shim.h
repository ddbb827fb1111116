// glibc's malloc tuning, as seen by CorollaSystem (Swift's Glibc module leaves out <malloc.h>).
#ifndef COROLLA_CMALLOC_SHIM_H
#define COROLLA_CMALLOC_SHIM_H

#include <malloc.h>

/// Caps glibc's malloc arenas at `count` (`M_ARENA_MAX`): each arena past the first reserves 64 MiB
/// of address space, taken when a thread first allocates while the others are busy. Nonzero when done.
static inline int corolla_limit_malloc_arenas(int count) {
    return mallopt(M_ARENA_MAX, count);
}

#endif
