// Graphviz's C API for layout and rendering, reached only from PlumbGraphviz.
#ifndef PLUMB_CGRAPHVIZ_SHIM_H
#define PLUMB_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

// Reading a graph so that its layout does not depend on what the process did before.
//
// cgraph (2.43) keeps subgraphs, clusters among them, ordered by ID, and a named object's ID is the address of its
// interned name, allocated through the graph's memory discipline (malloc by default). So the order in which dot
// visits clusters, and with it the layout and the order of the SVG, follows where malloc happened to put those
// names: the same DOT text laid out twice in one process, after other allocations, can come out differently. This
// discipline hands out the graph's memory from one fresh region, in order, never reusing it: names created earlier
// get lower addresses, clusters are ordered as the text declares them, and every layout of the same text is the same.
// The region is reserved, not committed (untouched pages cost nothing), and unmapped when the graph is closed.

typedef struct {
  char *base;
  size_t used;
  size_t size;
} plumb_arena;

static inline void *plumb_arena_open(Agdisc_t *disc) {
  (void)disc;
  plumb_arena *arena = (plumb_arena *)calloc(1, sizeof(plumb_arena));
  if (!arena) return NULL;
  // The largest reservation the system grants, from 16 GiB down (strict overcommit settings grant less).
  for (size_t size = (size_t)1 << 34; size >= ((size_t)1 << 26); size >>= 2) {
    void *base = mmap(NULL, size, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS | MAP_NORESERVE, -1, 0);
    if (base != MAP_FAILED) {
      arena->base = (char *)base;
      arena->size = size;
      return arena;
    }
  }
  free(arena);
  return NULL;
}

// Zeroed memory, as cgraph expects of its allocator: fresh pages are zero and nothing is handed out twice.
static inline void *plumb_arena_alloc(void *state, size_t request) {
  plumb_arena *arena = (plumb_arena *)state;
  size_t size = (request + 15) & ~(size_t)15;
  if (size < request || arena->used + size > arena->size) return NULL;
  void *result = arena->base + arena->used;
  arena->used += size;
  return result;
}

static inline void *plumb_arena_resize(void *state, void *pointer, size_t old, size_t request) {
  void *result = plumb_arena_alloc(state, request);
  if (result && pointer) memcpy(result, pointer, old < request ? old : request);
  return result;
}

static inline void plumb_arena_free(void *state, void *pointer) {
  (void)state;
  (void)pointer;
}

static inline void plumb_arena_close(void *state) {
  plumb_arena *arena = (plumb_arena *)state;
  munmap(arena->base, arena->size);
  free(arena);
}

/// Parses DOT text like agmemread, with the memory discipline above; NULL when the text does not parse (Graphviz
/// reports why through agerr) or no region could be reserved.
static inline Agraph_t *plumb_read_dot(const char *text) {
  static Agmemdisc_t memory = {plumb_arena_open, plumb_arena_alloc, plumb_arena_resize, plumb_arena_free,
                               plumb_arena_close};
  Agdisc_t discipline = {&memory, &AgIdDisc, &AgIoDisc};
  FILE *file = fmemopen((void *)text, strlen(text), "r");
  if (!file) return NULL;
  Agraph_t *graph = agread(file, &discipline);
  fclose(file);
  return graph;
}

#endif
