# tomb8 — build rules.
#
#   make            release build of everything into build/ (programs, tools,
#                   and the generated levels build/data/*.phd from data/*_level.txt)
#   make run        build, then play the built-in levels (data/default.gameflow)
#                   in a window, from the title
#   make test       build under AddressSanitizer + UBSan into build/asan/ and
#                   run the test suite (last line: "N passed, N failed")
#   make debug      unoptimised build with symbols into build/debug/
#   make fuzz       libFuzzer targets (clang), bounded run
#   make bench      benchmarks, one JSON line each
#   make soak       the full random-input soak of Lara on every shared level
#   make creature-soak  every creature awake on every shared TR1 level, 20,000 ticks
#                   (8 seeds x 10,000 ticks a level, ASan + UBSan)
#   make window-soak  the default level's wolf fight played in the window many times
#                   (interpolated frames, resizes 1x1..7680x4320)
#   make conformance replay the reference traces (../shared/traces) and
#                   compare them tick by tick (one table row per trace)
#   make fidelity   our frames at the traces' picture ticks against the
#                   reference pictures (SSIM, edges, offset; one row each;
#                   reports and contact sheets in build/fidelity)
#
# Sources are found by wildcard so a new module needs no Makefile edit:
#   engine/**/*.c       -> libengine.a   (never includes SDL or game/)
#   game/*.c            -> libgame.a     (game/main.c is the tomb8 entry point)
#   platform/**/*.c     -> libplatform.a (the only code that includes SDL)
#   tools/levelbuild/*.c-> libtoolkit.a  (the level builder library)
#   tools/NAME.c        -> build/NAME    (one command-line tool per file)
#   tests/*.c           -> build/asan/run_tests

BUILD   ?= build
OUT     ?= $(BUILD)
CC      ?= cc
SAN     ?= 0
OPT     ?= -O2

ifeq ($(origin CC),default)
CC := gcc
endif

PKGS    := sdl2 sndfile
CPPFLAGS_BASE := -I. -D_DEFAULT_SOURCE -D_POSIX_C_SOURCE=200809L -MMD -MP
WARN    := -Wall -Wextra -Werror -Wno-unused-parameter
CFLAGS_BASE := -std=c11 $(WARN) -fno-strict-aliasing
PKG_CFLAGS := $(shell pkg-config --cflags $(PKGS) 2>/dev/null)
LDLIBS_BASE := $(shell pkg-config --libs $(PKGS) 2>/dev/null || echo -lSDL2 -lsndfile) -lstb -lm -lpthread
# FMVs (engine/video/) are decoded with FFmpeg; without its development
# packages the build stops with one clear line (ffmpeg-check below).
FFMPEG_PKGS := libavformat libavcodec libswscale libswresample libavutil
FFMPEG_CFLAGS := $(shell pkg-config --cflags $(FFMPEG_PKGS) 2>/dev/null)
LDLIBS_BASE += $(shell pkg-config --libs $(FFMPEG_PKGS) 2>/dev/null)

ifeq ($(SAN),1)
SANFLAGS := -fsanitize=address,undefined -fno-sanitize-recover=undefined -fno-omit-frame-pointer
OPT      := -O1 -g
else
SANFLAGS :=
endif

CFLAGS  := $(CFLAGS_BASE) $(OPT) $(SANFLAGS) $(EXTRA_CFLAGS)
CPPFLAGS := $(CPPFLAGS_BASE)
LDFLAGS := $(SANFLAGS) $(EXTRA_LDFLAGS)
LDLIBS  := $(LDLIBS_BASE)

ENGINE_SRC   := $(shell find engine -name '*.c' | sort)
GAME_SRC     := $(filter-out game/main.c,$(shell find game -name '*.c' | sort))
PLATFORM_SRC := $(shell find platform -name '*.c' | sort)
TOOLKIT_SRC  := $(sort $(wildcard tools/levelbuild/*.c))
TOOL_MAINS   := $(sort $(wildcard tools/*.c))
TOOLS        := $(patsubst tools/%.c,$(OUT)/%,$(TOOL_MAINS))
TEST_SRC     := $(sort $(wildcard tests/*.c))

obj = $(patsubst %.c,$(OUT)/obj/%.o,$(1))

ENGINE_LIB   := $(OUT)/libengine.a
GAME_LIB     := $(OUT)/libgame.a
PLATFORM_LIB := $(OUT)/libplatform.a
TOOLKIT_LIB  := $(OUT)/libtoolkit.a
ALL_LIBS     := $(TOOLKIT_LIB) $(GAME_LIB) $(PLATFORM_LIB) $(ENGINE_LIB)

# The built-in game's levels: data/NAME_level.txt -> $(OUT)/data/NAME.phd
# (default.phd, the title's title.phd, level2.phd), all made by mklevel.
LEVEL_DESCS   := $(wildcard data/*_level.txt)
DEFAULT_LEVEL := $(if $(wildcard tools/mklevel.c),\
                   $(patsubst data/%_level.txt,$(OUT)/data/%.phd,$(LEVEL_DESCS)) \
                   $(OUT)/data/titleh.pcx)
# tomb8's own FMV (tools/mkrpl.c), made at build time: tests play and hash it.
DEFAULT_FMV := $(if $(wildcard tools/mkrpl.c),$(OUT)/data/FMV/TOMB8.RPL)

.PHONY: all debug run test tests-build fuzz bench deps clean check-layering conformance fidelity soak creature-soak window-soak ffmpeg-check
.DEFAULT_GOAL := all

all: $(OUT)/tomb8 $(TOOLS) $(DEFAULT_LEVEL) $(DEFAULT_FMV)

# --- libraries -------------------------------------------------------------
$(ENGINE_LIB): $(call obj,$(ENGINE_SRC))
$(GAME_LIB): $(call obj,$(GAME_SRC))
$(PLATFORM_LIB): $(call obj,$(PLATFORM_SRC))
$(TOOLKIT_LIB): $(call obj,$(TOOLKIT_SRC))
$(OUT)/%.a:
	@mkdir -p $(dir $@)
	@rm -f $@
	@ar rcs $@ $^

$(OUT)/obj/%.o: %.c
	@mkdir -p $(dir $@)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(if $(filter platform/%,$<),$(PKG_CFLAGS)) $(if $(filter engine/video/%,$<),$(FFMPEG_CFLAGS)) -c $< -o $@

$(call obj,$(filter engine/video/%,$(ENGINE_SRC))): | ffmpeg-check
ffmpeg-check:
	@pkg-config --exists $(FFMPEG_PKGS) || { echo "error: FFmpeg's development files are missing (FMV playback needs them): run 'make deps' or apt-get install libavformat-dev libavcodec-dev libswscale-dev libswresample-dev" >&2; exit 1; }

# --- programs --------------------------------------------------------------
$(OUT)/tomb8: $(call obj,game/main.c) $(ALL_LIBS)
	$(CC) $(LDFLAGS) -o $@ $< -Wl,--start-group $(ALL_LIBS) -Wl,--end-group $(LDLIBS)

$(OUT)/%: $(OUT)/obj/tools/%.o $(ALL_LIBS)
	$(CC) $(LDFLAGS) -o $@ $< -Wl,--start-group $(ALL_LIBS) -Wl,--end-group $(LDLIBS)

$(OUT)/data/%.phd: data/%_level.txt $(OUT)/mklevel $(wildcard data/*)
	@mkdir -p $(dir $@)
	$(OUT)/mklevel --in $< --out $@

$(OUT)/data/FMV/TOMB8.RPL: $(OUT)/mkrpl
	@mkdir -p $(dir $@)
	$(OUT)/mkrpl --quiet --out $@

# The title's picture (the original's DATA/TITLEH.PCX), ours.
$(OUT)/data/titleh.pcx: $(OUT)/mklevel
	@mkdir -p $(dir $@)
	$(OUT)/mklevel --picture $@

$(OUT)/run_tests: $(call obj,$(TEST_SRC)) $(ALL_LIBS)
	$(CC) $(LDFLAGS) -o $@ $(call obj,$(TEST_SRC)) -Wl,--start-group $(ALL_LIBS) -Wl,--end-group $(LDLIBS)

# --- top-level targets -----------------------------------------------------
deps:
	@tools/deps.sh

debug:
	$(MAKE) OUT=$(BUILD)/debug OPT="-O0 -g" all

run: deps
	$(MAKE) all
	$(OUT)/tomb8 $(if $(DEFAULT_LEVEL),$(OUT)/data --gameflow data/default.gameflow) $(ARGS)

tests-build: $(OUT)/run_tests $(OUT)/tomb8 $(TOOLS) $(DEFAULT_LEVEL) $(DEFAULT_FMV)

# The suite runs under ASan + UBSan. Tests find the programs they drive next
# to run_tests (build/asan/), and real levels in ../shared/levels (skipped,
# with a message, when absent).
test: deps check-layering
	@tools/deps.sh --optional xvfb xauth
	$(MAKE) OUT=$(BUILD)/asan SAN=1 tests-build
	ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  $(BUILD)/asan/run_tests $(T)

# engine/ must not include SDL or game/; only platform/ includes SDL.
# Lara's internal headers stay in game/lara/ (everything others need is in
# lara.h); the only exceptions are the white-box tests of her state and
# collision routines.
LARA_WHITEBOX_TESTS := tests/test_lara_col.c tests/test_lara_states.c
check-layering:
	@bad=$$(grep -rlE '#include *[<"](SDL|game/|platform/)' engine 2>/dev/null; \
	       grep -rlE '#include *[<"]SDL' game tools tests 2>/dev/null); \
	if [ -n "$$bad" ]; then echo "layering violation (engine/ includes SDL, game/ or platform/, or SDL outside platform/): $$bad"; exit 1; fi
	@bad=$$(grep -rlE '#include *[<"]([^">]*/)?lara(_gun)?_internal\.h' engine game platform tools tests 2>/dev/null \
	       | grep -v '^game/lara/' | grep -vxF $(addprefix -e ,$(LARA_WHITEBOX_TESTS))); \
	if [ -n "$$bad" ]; then echo "layering violation (Lara's internal headers included outside game/lara/): $$bad"; exit 1; fi

# Every reference trace in ../shared/traces (TOMB8_SHARED) whose level is
# present, replayed and compared tick by tick: one markdown table row each.
conformance: $(OUT)/tomb8 $(OUT)/tracecmp
	@tools/conformance.sh $(OUT)

# Every shared trace with reference pictures (<trace>_tickNNNN.png): our
# capture after the same tick compared by framediff --pairs.
fidelity: $(OUT)/tomb8 $(OUT)/framediff
	@tools/fidelity.sh $(OUT)

FUZZ_SECONDS ?= 60
fuzz:
	@tools/fuzz.sh $(FUZZ_SECONDS)

bench: deps
	$(MAKE) all
	@tools/bench.sh $(OUT)

# tests/test_lara_soak.c at full length (make test runs 2 seeds x 3,000 ticks).
SOAK_SEEDS ?= 8
SOAK_TICKS ?= 10000
soak: deps
	$(MAKE) OUT=$(BUILD)/asan SAN=1 $(BUILD)/asan/run_tests
	TOMB8_SOAK_SEEDS=$(SOAK_SEEDS) TOMB8_SOAK_TICKS=$(SOAK_TICKS) \
	  ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  $(BUILD)/asan/run_tests lara_soak

# tests/test_creature_soak.c at full length: every creature awake, 20,000
# ticks a TR1 level (make test runs 1,500).
CREATURE_SOAK_TICKS ?= 20000
creature-soak: deps
	$(MAKE) OUT=$(BUILD)/asan SAN=1 $(BUILD)/asan/run_tests
	TOMB8_CREATURE_SOAK_TICKS=$(CREATURE_SOAK_TICKS) \
	  ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  $(BUILD)/asan/run_tests creature_soak

# tests/test_window_soak.c at full length: the default level's wolf fight
# played in the window (null back end, real renderer, interpolated frames,
# resizes from 1x1 to 7680x4320) WINDOW_SOAK_RUNS times (make test: once).
WINDOW_SOAK_RUNS ?= 12
window-soak: deps
	$(MAKE) OUT=$(BUILD)/asan SAN=1 tests-build
	TOMB8_WINDOW_SOAK_RUNS=$(WINDOW_SOAK_RUNS) \
	  ASAN_OPTIONS=detect_leaks=0:abort_on_error=0 UBSAN_OPTIONS=print_stacktrace=1 \
	  $(BUILD)/asan/run_tests window_soak

clean:
	rm -rf $(BUILD)

-include $(shell find $(OUT)/obj -name '*.d' 2>/dev/null)
