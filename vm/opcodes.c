/* Opcode tables generated from the list in opcodes.h. */
#include "vm/opcodes.h"

const unsigned char opcode_length[256] = {
#define OPCODE_LEN(name, value, len) [value] = len,
    OPCODE_LIST(OPCODE_LEN)
#undef OPCODE_LEN
};

const char *const opcode_name[256] = {
#define OPCODE_NAME(name, value, len) [value] = #name,
    OPCODE_LIST(OPCODE_NAME)
#undef OPCODE_NAME
};
