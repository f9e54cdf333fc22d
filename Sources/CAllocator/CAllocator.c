#include "CAllocator.h"

// Included first: on glibc it defines `__GLIBC__`, which says whether the settings below exist.
#include <stdlib.h>

#if defined(__linux__) && defined(__GLIBC__)
#include <malloc.h>
#include <stdint.h>
#include <sys/mman.h>
#include <sys/resource.h>
#include <unistd.h>

/// What the main heap is grown by, ahead of what is asked: more than a cached run or a cold run of a 4,000-file app
/// allocates. Address space only until touched.
static const int reserve = 256 << 20;
/// glibc's own padding of each growth of the heap (`M_TOP_PAD`), set again once the reserve is made.
static const int defaultTopPad = 128 << 10;
/// The size of a huge page on x86-64 and most arm64 kernels: the part of the reserve madvised starts and ends at one.
static const uintptr_t hugePage = 2 << 20;

/// Whether the process may map no more than a limit (`ulimit -d` or `-v`): a reserve of address space could then take
/// what the run needs, and glibc's own settings are left as they are.
static int addressSpaceIsLimited(void) {
  struct rlimit limit;
  if (getrlimit(RLIMIT_DATA, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) return 1;
  if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) return 1;
  return 0;
}

void plumb_allocator_settings(void) {
  if (addressSpaceIsLimited()) return;
  // One heap for every thread: the workers' allocations land in the region madvised below (with an arena per thread
  // they came from heaps of their own, mapped apart and grown a page at a time, each growth a system call).
  mallopt(M_ARENA_MAX, 1);
  // Large blocks (a cache file read whole, the analysis written) come from the heap, reused after they are freed,
  // instead of a mapping of their own whose pages fault in one by one and are unmapped at free.
  mallopt(M_MMAP_THRESHOLD, 32 << 20);
  // Nothing freed is given back before exit: it is allocated again moments later.
  mallopt(M_TRIM_THRESHOLD, 1 << 30);
  // Grows the heap by the reserve now (a block larger than what is left at its top, freed at once), then asks the
  // kernel to back the new part with huge pages: one fault for each 2 MB touched instead of 512. Where the kernel
  // gives none (transparent huge pages off), the call changes nothing. A heap with more than a few megabytes free
  // at its top is grown as it is used. Later growths, past the reserve, are padded as glibc pads them.
#if __GLIBC_PREREQ(2, 33)
  size_t top = mallinfo2().keepcost;
#else
  size_t top = (size_t)mallinfo().keepcost;
#endif
  if (top > (16 << 20)) return;
  mallopt(M_TOP_PAD, reserve);
  char *before = sbrk(0);
  void *volatile block = malloc(top + (1 << 20));
  free(block);
  char *after = sbrk(0);
  mallopt(M_TOP_PAD, defaultTopPad);
  if (before == (char *)-1 || after == (char *)-1 || after <= before) return;
  uintptr_t start = ((uintptr_t)before + hugePage - 1) & ~(hugePage - 1);
  uintptr_t end = (uintptr_t)after & ~(hugePage - 1);
  if (end > start) madvise((void *)start, end - start, MADV_HUGEPAGE);
}

#else

void plumb_allocator_settings(void) {}

#endif
