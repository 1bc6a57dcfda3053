# Rivet: one non-recursive makefile.
#
#   make                 build bin/rivet (release variant)
#   make BUILD=debug     build/debug/rivet with assertions, no optimisation
#   make BUILD=asan      build/asan/rivet with AddressSanitizer and UBSan
#   make fuzz            build the libFuzzer target (clang) and fuzz class-file loading for FUZZ_TIME seconds
#   make test            install missing packages (as root), build, run every suite
#   make demo            install missing packages (as root), build, run the demonstration
#   make bench           benchmarks against HotSpot (java -Xint)
#   make install PREFIX=/usr/local

BUILD ?= release
OUT := build/$(BUILD)
PREFIX ?= /usr/local
CC ?= gcc

WARN := -Wall -Wextra -Wshadow -Wstrict-prototypes -Wmissing-prototypes \
        -Wno-unused-parameter -Wno-missing-field-initializers
ifdef WERROR
WARN += -Werror
endif
CFLAGS_BASE := -std=gnu11 -g $(WARN) -I. -I$(OUT)/gen -D_GNU_SOURCE -MMD -MP -fno-strict-aliasing
ifeq ($(BUILD),release)
# Not position-independent: the interpreter's dispatch then indexes its
# table by absolute address instead of loading the table's address first
# (6-8% fewer instructions on the benchmarks under cachegrind).
CFLAGS_V := -O2 -DNDEBUG -fno-pie
LDFLAGS_V := -no-pie
else ifeq ($(BUILD),debug)
CFLAGS_V := -O0 -DRIVET_DEBUG
LDFLAGS_V :=
else ifeq ($(BUILD),asan)
CFLAGS_V := -O1 -DRIVET_DEBUG -DRIVET_ASAN -fsanitize=address,undefined -fno-omit-frame-pointer \
            -fno-sanitize=alignment
LDFLAGS_V := -fsanitize=address,undefined
else ifeq ($(BUILD),fuzz)
# libFuzzer needs clang; the VM is built with coverage and sanitizers, the target links libFuzzer.
CC := clang
CFLAGS_V := -O1 -DRIVET_DEBUG -DRIVET_ASAN -fsanitize=fuzzer-no-link,address,undefined -fno-omit-frame-pointer \
            -fno-sanitize=alignment
LDFLAGS_V := -fsanitize=address,undefined
else
$(error unknown BUILD=$(BUILD): use release, debug, asan or fuzz)
endif
CFLAGS := $(CFLAGS_BASE) $(CFLAGS_V) $(EXTRA_CFLAGS)
LIBS := -lffi -lz -lz3 -lm -ldl

# The VM proper: every .c under these folders except tests and tools built out of tree.
CORE_DIRS := classfile vm natives rti checkpoint tools/common tools/eraser tools/tester tools/predict
CORE_SRC := $(foreach d,$(CORE_DIRS),$(wildcard $(d)/*.c))
CORE_ASM := $(wildcard vm/*.S)
MAIN_SRC := vm/main.c
LIB_SRC := $(filter-out $(MAIN_SRC),$(CORE_SRC))
LIB_OBJ := $(patsubst %.c,$(OUT)/%.o,$(LIB_SRC)) $(patsubst %.S,$(OUT)/%.o,$(CORE_ASM))
MAIN_OBJ := $(OUT)/vm/main.o

RIVET := $(OUT)/rivet
RUNTIME_SRC := $(wildcard runtime/rivet/*.java)
RUNTIME_STAMP := build/runtime/.stamp

# Unit tests: test_vm_*.c link the whole VM library; the others only classfile/.
UNIT_SRC := $(wildcard tests/unit/test_*.c)
UNIT_BIN := $(patsubst tests/unit/%.c,$(OUT)/tests/unit/%,$(UNIT_SRC))
CF_OBJ := $(patsubst %.c,$(OUT)/%.o,$(wildcard classfile/*.c))

.PHONY: all test demo bench install deps test-deps unit java-tests tool-tests clean check-deps fuzz fuzz-target
# bin/rivet is always the release build; other variants stay in build/<variant>/.
ifeq ($(BUILD),release)
all: bin/rivet $(RUNTIME_STAMP)
else
all: $(RIVET) $(RUNTIME_STAMP)
endif

bin/rivet: $(RIVET)
	@mkdir -p bin
	cp $(RIVET) bin/rivet.tmp && mv -f bin/rivet.tmp bin/rivet

$(RIVET): $(LIB_OBJ) $(MAIN_OBJ)
	$(CC) $(LDFLAGS_V) -rdynamic -o $@ $^ $(LIBS)

$(OUT)/librivet.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(OUT)/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

# Tools see only the public tool interface.
$(OUT)/tools/%.o: tools/%.c
	@mkdir -p $(dir $@)
	$(CC) $(subst -I. ,,$(CFLAGS)) -Irti/include -c -o $@ $<

$(OUT)/%.o: %.S
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) -c -o $@ $<

# The native registry is generated from every NATIVES_TABLE(...) in natives/*.c.
NATIVES_LIST := $(OUT)/gen/natives_list.h
$(NATIVES_LIST): $(wildcard natives/*.c)
	@mkdir -p $(dir $@)
	@{ echo '/* Generated from the natives folder by the Makefile: every native table. */'; \
	   echo '#define NATIVE_LIST(X) \\'; \
	   grep -ho '^NATIVES_TABLE([A-Za-z0-9_]*' natives/*.c | sed 's/NATIVES_TABLE(/    X(/; s/$$/) \\/'; \
	   echo ''; } > $@.tmp && mv $@.tmp $@
$(OUT)/natives/natives.o: $(NATIVES_LIST)

# The interpreter loop is compiled three times from one source: plain, plain
# for objects without tool fields, and instrumented.
# GCC would otherwise merge the indirect jumps of the threaded dispatch into one,
# and its SLP vectorizer would pack pc and sp (stored side by side by SAVE) into
# one SSE register, shuffling them in and out of it at every dispatch.
$(OUT)/vm/interp_plain.o $(OUT)/vm/interp_instr.o $(OUT)/vm/interp_fixed.o: vm/interp_loop.h
ifneq ($(BUILD),fuzz)
$(OUT)/vm/interp_plain.o $(OUT)/vm/interp_instr.o $(OUT)/vm/interp_fixed.o: CFLAGS += -fno-gcse -fno-crossjumping --param max-goto-duplication-insns=1000 \
	-fno-tree-slp-vectorize
endif

# StrictMath repeats fdlibm operation for operation: a*b+c must round twice, never fuse.
$(OUT)/natives/java_lang_StrictMath.o: CFLAGS += -ffp-contract=off
# The same for HotSpot's math stubs in C (natives/libm_hotspot.c): their results are bit-exact only unfused.
$(OUT)/natives/libm_hotspot.o: CFLAGS += -ffp-contract=off
# And for the interpreter's fused dmul;dadd.
$(OUT)/vm/interp_plain.o $(OUT)/vm/interp_instr.o $(OUT)/vm/interp_fixed.o: CFLAGS += -ffp-contract=off

# cds-classes.txt: the classes of HotSpot's CDS archive (vm/object.c: linking
# one draws no identity hash there); empty if java cannot tell, and Rivet then
# takes the JDK's lib/classlist.
$(RUNTIME_STAMP): $(RUNTIME_SRC)
	@mkdir -p build/runtime
	javac -d build/runtime --release 17 $(RUNTIME_SRC)
	@java -XX:+PrintSharedArchiveAndExit -XX:+PrintSharedDictionary 2>/dev/null | \
	    awk '/^ *[0-9]+: / && $$2 !~ /[$$][$$]Lambda[$$]/ { gsub(/[.]/, "/", $$2); print $$2 }' \
	    > build/runtime/cds-classes.txt || :
	@touch $@

$(OUT)/libclassfile.a: $(CF_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(OUT)/tests/unit/test_vm_%: tests/unit/test_vm_%.c $(OUT)/librivet.a tests/unit/unit.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS_V) -o $@ $< $(OUT)/librivet.a $(LIBS)

$(OUT)/tests/unit/%: tests/unit/%.c $(OUT)/libclassfile.a tests/unit/unit.h
	@mkdir -p $(dir $@)
	$(CC) $(CFLAGS) $(LDFLAGS_V) -o $@ $< $(OUT)/libclassfile.a $(LIBS)

unit: $(UNIT_BIN)

# The libFuzzer target (tests/fuzz/fuzz_classfile.c): build with BUILD=fuzz.
FUZZ_BIN := $(OUT)/fuzz_classfile
$(FUZZ_BIN): tests/fuzz/fuzz_classfile.c $(OUT)/librivet.a
	$(CC) $(CFLAGS) -fsanitize=fuzzer -o $@ $< $(OUT)/librivet.a $(LIBS)
fuzz-target: $(FUZZ_BIN) $(RUNTIME_STAMP)

fuzz:
	@$(MAKE) --no-print-directory BUILD=fuzz fuzz-target
	@sh tests/fuzz/run-fuzz.sh

deps:
	@sh scripts/deps.sh

test-deps:
	@sh scripts/deps.sh test

test: test-deps
	@$(MAKE) --no-print-directory all unit
	@sh scripts/run-tests.sh

demo: deps
	@$(MAKE) --no-print-directory all
	@sh scripts/demo.sh

bench: all
	@sh bench/run.sh

# The RTI's version, from rti/include/rti.h, for pkg-config.
RTI_VERSION = $(shell sed -n 's/^\#define RTI_VERSION_MAJOR //p' rti/include/rti.h).$(shell \
    sed -n 's/^\#define RTI_VERSION_MINOR //p' rti/include/rti.h)

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/include/rivet $(DESTDIR)$(PREFIX)/share/rivet \
	    $(DESTDIR)$(PREFIX)/lib/pkgconfig
	install -m 755 $(RIVET) $(DESTDIR)$(PREFIX)/bin/rivet
	cp -r build/runtime $(DESTDIR)$(PREFIX)/share/rivet/
	rm -f $(DESTDIR)$(PREFIX)/share/rivet/runtime/.stamp
	install -m 644 rti/include/*.h $(DESTDIR)$(PREFIX)/include/rivet/
	sed -e 's|@PREFIX@|$(PREFIX)|' -e 's|@VERSION@|$(RTI_VERSION)|' rti/rivet-rti.pc.in \
	    > $(DESTDIR)$(PREFIX)/lib/pkgconfig/rivet-rti.pc

clean:
	rm -rf build bin/rivet

-include $(shell find build -name '*.d' 2>/dev/null)
