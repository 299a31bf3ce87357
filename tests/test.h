/* tomb8 test harness: tests register themselves, run_tests runs them all.
 *
 *   TEST(name) { CHECK(x == 1); CHECK_EQ(a, b); if (!path) SKIP("why"); }
 *
 * A failed CHECK ends the test. The runner's last line is
 * "N passed, N failed, N skipped". */
#ifndef TOMB8_TESTS_TEST_H
#define TOMB8_TESTS_TEST_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

typedef void (*TestFn)(void);

void Test_Register(const char *name, const char *file, TestFn fn);
void Test_Fail(const char *file, int line, const char *fmt, ...);
void Test_Skip(const char *fmt, ...);
bool Test_Failed(void);

/* Path of a real level under ../shared/levels (e.g. "tr1/LEVEL1.PHD"), or
 * NULL when it is not there. Uses $TOMB8_SHARED when set. */
const char *Test_SharedPath(const char *rel);
/* Path of a program built next to run_tests (e.g. "levelinfo"). */
const char *Test_BinPath(const char *name);
/* A fresh scratch directory for this test run (under build/.../tmp). */
const char *Test_TmpDir(void);
/* Reads a whole file; NULL when missing. Caller frees. */
uint8_t *Test_ReadFile(const char *path, size_t *size);
/* Runs a shell command; returns its exit status (or -1). Output is
 * captured into out (NUL-terminated, truncated to cap) when out != NULL. */
int Test_Run(const char *cmd, char *out, size_t cap);
/* When $TOMB8_DUMP_FRAMES names a folder, writes frame fb (n bytes) there as
 * NAME.raw (characters other than letters, digits, '.' and '-' become '_'),
 * so that two builds' golden frames can be compared pixel by pixel (how many
 * pixels a renderer change moves, view by view). Does nothing otherwise. */
void Test_DumpFrame(const char *name, const uint8_t *fb, size_t n);

#define TEST(name)                                                        \
    static void test_##name(void);                                        \
    __attribute__((constructor)) static void test_reg_##name(void)        \
    {                                                                     \
        Test_Register(#name, __FILE__, test_##name);                      \
    }                                                                     \
    static void test_##name(void)

#define CHECK(cond)                                                       \
    do {                                                                  \
        if (!(cond)) {                                                    \
            Test_Fail(__FILE__, __LINE__, "%s", #cond);                   \
            return;                                                       \
        }                                                                 \
    } while (0)

#define CHECK_MSG(cond, ...)                                              \
    do {                                                                  \
        if (!(cond)) {                                                    \
            Test_Fail(__FILE__, __LINE__, __VA_ARGS__);                   \
            return;                                                       \
        }                                                                 \
    } while (0)

#define CHECK_EQ(a, b)                                                    \
    do {                                                                  \
        long long check_a_ = (long long)(a), check_b_ = (long long)(b);   \
        if (check_a_ != check_b_) {                                       \
            Test_Fail(__FILE__, __LINE__, "%s == %s (%lld != %lld)", #a,  \
                      #b, check_a_, check_b_);                            \
            return;                                                       \
        }                                                                 \
    } while (0)

#define SKIP(...)                                                         \
    do {                                                                  \
        Test_Skip(__VA_ARGS__);                                           \
        return;                                                           \
    } while (0)

#endif
