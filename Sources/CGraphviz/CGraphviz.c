#include "CGraphviz.h"

#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>

// The few parts of Graphviz's API that plumb uses, declared here from cgraph.h and gvc.h of Graphviz 2.42 (the same
// in later 2.x): no Graphviz header is needed to build plumb. Graphs and contexts stay opaque.

typedef struct plumb_agdisc plumb_agdisc;

/// cgraph's memory discipline (`Agmemdisc_t`).
typedef struct {
  void *(*open)(plumb_agdisc *);
  void *(*alloc)(void *state, size_t request);
  void *(*resize)(void *state, void *pointer, size_t old, size_t request);
  void (*free)(void *state, void *pointer);
  void (*close)(void *state);
} plumb_agmemdisc;

/// cgraph's discipline (`Agdisc_t` of Graphviz 2.x: memory, IDs, I/O).
struct plumb_agdisc {
  plumb_agmemdisc *mem;
  void *id;
  void *io;
};

typedef int (*plumb_agusererrf)(char *);

struct plumb_graphviz {
  void *gvc_library;
  void *cgraph_library;
  void *context;
  /// Whether cgraph is 2.x, whose `Agdisc_t` has the memory discipline the arena below plugs into.
  int has_memory_discipline;
  void *(*gvContext)(void);
  char *(*gvcVersion)(void *context);
  int (*gvLayout)(void *context, void *graph, const char *engine);
  int (*gvFreeLayout)(void *context, void *graph);
  /// `unsigned int *length` in Graphviz 2.x, `size_t *length` later: plumb passes a zeroed size_t, which reads
  /// right either way on the little-endian machines plumb is built for.
  int (*gvRenderData)(void *context, void *graph, const char *format, char **result, void *length);
  void (*gvFreeRenderData)(char *data);
  void *(*agread)(void *channel, plumb_agdisc *discipline);
  void *(*agmemread)(const char *text);
  int (*agclose)(void *graph);
  char *(*aglasterr)(void);
  int (*agreseterrors)(void);
  plumb_agusererrf (*agseterrf)(plumb_agusererrf handler);
  void *AgIdDisc;
  void *AgIoDisc;
};

static void copy_error(char *error, size_t size, const char *text) {
  if (!error || size == 0) return;
  snprintf(error, size, "%s", text ? text : "unknown error");
}

/// Looks up `name`; on failure, says which symbol in `error`.
static void *lookup(void *library, const char *name, int *missing, char *error, size_t size) {
  void *symbol = dlsym(library, name);
  if (!symbol && !*missing) {
    *missing = 1;
    char text[512];
    snprintf(text, sizeof text, "the library has no symbol %s", name);
    copy_error(error, size, text);
  }
  return symbol;
}

plumb_graphviz *plumb_graphviz_open(const char *gvc_name, const char *cgraph_name, char *error, size_t error_size) {
  void *gvc = dlopen(gvc_name, RTLD_NOW | RTLD_LOCAL);
  if (!gvc) {
    copy_error(error, error_size, dlerror());
    return NULL;
  }
  void *cgraph = dlopen(cgraph_name, RTLD_NOW | RTLD_LOCAL);
  if (!cgraph) {
    copy_error(error, error_size, dlerror());
    dlclose(gvc);
    return NULL;
  }
  plumb_graphviz *graphviz = calloc(1, sizeof(plumb_graphviz));
  if (!graphviz) return NULL;
  graphviz->gvc_library = gvc;
  graphviz->cgraph_library = cgraph;
  int missing = 0;
  // Function pointers from dlsym's void *: POSIX guarantees the conversion.
  *(void **)&graphviz->gvContext = lookup(gvc, "gvContext", &missing, error, error_size);
  *(void **)&graphviz->gvcVersion = lookup(gvc, "gvcVersion", &missing, error, error_size);
  *(void **)&graphviz->gvLayout = lookup(gvc, "gvLayout", &missing, error, error_size);
  *(void **)&graphviz->gvFreeLayout = lookup(gvc, "gvFreeLayout", &missing, error, error_size);
  *(void **)&graphviz->gvRenderData = lookup(gvc, "gvRenderData", &missing, error, error_size);
  *(void **)&graphviz->gvFreeRenderData = lookup(gvc, "gvFreeRenderData", &missing, error, error_size);
  *(void **)&graphviz->agread = lookup(cgraph, "agread", &missing, error, error_size);
  *(void **)&graphviz->agmemread = lookup(cgraph, "agmemread", &missing, error, error_size);
  *(void **)&graphviz->agclose = lookup(cgraph, "agclose", &missing, error, error_size);
  *(void **)&graphviz->aglasterr = lookup(cgraph, "aglasterr", &missing, error, error_size);
  *(void **)&graphviz->agreseterrors = lookup(cgraph, "agreseterrors", &missing, error, error_size);
  *(void **)&graphviz->agseterrf = lookup(cgraph, "agseterrf", &missing, error, error_size);
  graphviz->AgIdDisc = lookup(cgraph, "AgIdDisc", &missing, error, error_size);
  graphviz->AgIoDisc = lookup(cgraph, "AgIoDisc", &missing, error, error_size);
  if (missing) {
    free(graphviz);
    dlclose(cgraph);
    dlclose(gvc);
    return NULL;
  }
  // One context for the whole process, never freed: Graphviz 2.42's pango plugin keeps a pointer into the
  // context's font table across drawings (freeing the context after each drawing left it dangling).
  graphviz->context = graphviz->gvContext();
  const char *version = plumb_graphviz_version(graphviz);
  graphviz->has_memory_discipline = version && strncmp(version, "2.", 2) == 0;
  return graphviz;
}

const char *plumb_graphviz_version(plumb_graphviz *graphviz) {
  return graphviz->context ? graphviz->gvcVersion(graphviz->context) : NULL;
}

// MARK: Reading a graph so that its layout does not depend on what the process did before.
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

static void *plumb_arena_open(plumb_agdisc *disc) {
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
static void *plumb_arena_alloc(void *state, size_t request) {
  plumb_arena *arena = (plumb_arena *)state;
  size_t size = (request + 15) & ~(size_t)15;
  if (size < request || arena->used + size > arena->size) return NULL;
  void *result = arena->base + arena->used;
  arena->used += size;
  return result;
}

static void *plumb_arena_resize(void *state, void *pointer, size_t old, size_t request) {
  void *result = plumb_arena_alloc(state, request);
  if (result && pointer) memcpy(result, pointer, old < request ? old : request);
  return result;
}

static void plumb_arena_free(void *state, void *pointer) {
  (void)state;
  (void)pointer;
}

static void plumb_arena_close(void *state) {
  plumb_arena *arena = (plumb_arena *)state;
  munmap(arena->base, arena->size);
  free(arena);
}

/// Parses DOT text like agmemread, with the arena discipline where cgraph has memory disciplines (2.x); NULL when
/// the text does not parse (Graphviz reports why through agerr) or no region could be reserved. Later Graphviz
/// releases changed `Agdisc_t`, so there plain agmemread reads the text.
static void *read_dot(plumb_graphviz *graphviz, const char *text) {
  if (!graphviz->has_memory_discipline) return graphviz->agmemread(text);
  static plumb_agmemdisc memory = {plumb_arena_open, plumb_arena_alloc, plumb_arena_resize, plumb_arena_free,
                                   plumb_arena_close};
  plumb_agdisc discipline = {&memory, graphviz->AgIdDisc, graphviz->AgIoDisc};
  FILE *file = fmemopen((void *)text, strlen(text), "r");
  if (!file) return NULL;
  void *graph = graphviz->agread(file, &discipline);
  fclose(file);
  return graph;
}

// MARK: Graphviz's error channel: messages collected instead of printed to stderr.

static char *messages = NULL;
static size_t messages_length = 0;

static void clear_messages(void) {
  free(messages);
  messages = NULL;
  messages_length = 0;
}

static int collect_message(char *message) {
  if (!message) return 0;
  size_t length = strlen(message);
  char *grown = realloc(messages, messages_length + length + 1);
  if (!grown) return 0;
  memcpy(grown + messages_length, message, length + 1);
  messages = grown;
  messages_length += length;
  return 0;
}

const char *plumb_graphviz_messages(plumb_graphviz *graphviz) {
  if (messages_length == 0) {
    char *last = graphviz->aglasterr();
    if (last) {
      collect_message(last);
      free(last);
    }
  }
  return messages ? messages : "";
}

plumb_graphviz_status plumb_graphviz_render(plumb_graphviz *graphviz, const char *dot, const char *format,
                                            char **result, size_t *length) {
  *result = NULL;
  *length = 0;
  clear_messages();
  if (!graphviz->context) return plumb_graphviz_no_context;
  plumb_agusererrf previous = graphviz->agseterrf(collect_message);
  graphviz->agreseterrors();
  plumb_graphviz_status status = plumb_graphviz_ok;
  void *graph = read_dot(graphviz, dot);
  if (!graph) {
    status = plumb_graphviz_invalid_dot;
  } else if (graphviz->gvLayout(graphviz->context, graph, "dot") != 0) {
    status = plumb_graphviz_layout_failed;
  } else {
    size_t size = 0;
    if (graphviz->gvRenderData(graphviz->context, graph, format, result, &size) != 0 || !*result) {
      status = plumb_graphviz_render_failed;
      if (*result) graphviz->gvFreeRenderData(*result);
      *result = NULL;
    } else {
      *length = size;
    }
    graphviz->gvFreeLayout(graphviz->context, graph);
  }
  if (graph) graphviz->agclose(graph);
  graphviz->agseterrf(previous);
  return status;
}

void plumb_graphviz_free_data(plumb_graphviz *graphviz, char *data) {
  graphviz->gvFreeRenderData(data);
}
