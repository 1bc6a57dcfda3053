/* The instrumented interpreter loop: raises field, array and method events (see interp_loop.h). */
#define INSTR 1
#include "vm/interp.h"
#include "vm/interp_loop.h"
