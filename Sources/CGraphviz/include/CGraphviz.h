// Graphviz's C library, opened at run time: plumb's binary links no Graphviz library, so it starts on a machine
// without Graphviz and only drawing (SVG, PNG, PDF) needs it. Reached only from PlumbGraphviz.
#ifndef PLUMB_CGRAPHVIZ_H
#define PLUMB_CGRAPHVIZ_H

#include <stddef.h>

/// libgvc and libcgraph once opened, with the functions plumb calls; never closed (Graphviz keeps global state).
typedef struct plumb_graphviz plumb_graphviz;

/// Opens `gvc_name` and `cgraph_name` (names for dlopen: a file name searched the system's way, or a path) and
/// looks up the functions plumb calls. NULL on failure, with the dynamic loader's reason in `error`.
plumb_graphviz *plumb_graphviz_open(const char *gvc_name, const char *cgraph_name, char *error, size_t error_size);

/// The version libgvc reports ("2.42.2"), or NULL when no context could be made.
const char *plumb_graphviz_version(plumb_graphviz *graphviz);

/// What went wrong in `plumb_graphviz_render`.
typedef enum {
  plumb_graphviz_ok = 0,
  plumb_graphviz_no_context = 1,
  plumb_graphviz_invalid_dot = 2,
  plumb_graphviz_layout_failed = 3,
  plumb_graphviz_render_failed = 4,
} plumb_graphviz_status;

/// Lays out `dot` with the dot engine and renders it in `format` ("svg", "png", "pdf"). On success `*result` holds
/// `*length` bytes to free with `plumb_graphviz_free_data`. On failure `plumb_graphviz_messages` says what Graphviz
/// reported. Not thread-safe: Graphviz keeps global state, the caller holds one lock around every call.
plumb_graphviz_status plumb_graphviz_render(plumb_graphviz *graphviz, const char *dot, const char *format,
                                            char **result, size_t *length);

/// What Graphviz reported during the last render (its error channel, or its last error), "" when nothing.
const char *plumb_graphviz_messages(plumb_graphviz *graphviz);

void plumb_graphviz_free_data(plumb_graphviz *graphviz, char *data);

#endif
