// glibc's malloc tuning and another process's limits, as seen by CorollaSystem (Swift's Glibc
// module leaves out <malloc.h> and prlimit, a GNU extension).
#ifndef COROLLA_CMALLOC_SHIM_H
#define COROLLA_CMALLOC_SHIM_H

#include <malloc.h>
#include <sys/resource.h>
#include <sys/types.h>

/// Caps glibc's malloc arenas at `count` (`M_ARENA_MAX`): each arena past the first reserves 64 MiB
/// of address space, taken when a thread first allocates while the others are busy. Nonzero when done.
static inline int corolla_limit_malloc_arenas(int count) {
    return mallopt(M_ARENA_MAX, count);
}

/// glibc's `prlimit` (declared only for `_GNU_SOURCE`), by its symbol.
extern int corolla_prlimit(pid_t pid, int resource, const struct rlimit *limit, struct rlimit *old) __asm__("prlimit64");

/// Lowers the limit of `resource` (`RLIMIT_CPU`, `RLIMIT_AS`, …) of process `pid` to `soft` and
/// `hard`, each kept within the hard limit it had (a limit is lowered, never raised). Zero when done.
static inline int corolla_lower_process_limit(pid_t pid, int resource, unsigned long long soft, unsigned long long hard) {
    struct rlimit limit;
    if (corolla_prlimit(pid, resource, NULL, &limit) != 0) return -1;
    if ((rlim_t)hard < limit.rlim_max) limit.rlim_max = (rlim_t)hard;
    limit.rlim_cur = (rlim_t)soft < limit.rlim_max ? (rlim_t)soft : limit.rlim_max;
    return corolla_prlimit(pid, resource, &limit, NULL);
}

#endif
