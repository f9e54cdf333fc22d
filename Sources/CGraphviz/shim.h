// Graphviz's C API for layout and rendering, reached only from PlumbGraphviz.
#ifndef PLUMB_CGRAPHVIZ_SHIM_H
#define PLUMB_CGRAPHVIZ_SHIM_H

#include <graphviz/gvc.h>
#include <graphviz/cgraph.h>

#endif
