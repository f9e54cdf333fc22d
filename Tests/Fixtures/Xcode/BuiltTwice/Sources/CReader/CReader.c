#include "CReader.h"

int creader_version(void) { return 3; }
