// See include/OutOfMemory.h. Nothing here may allocate: it runs when allocation has failed.
#include "OutOfMemory.h"

#include <stddef.h>
#if defined(__linux__)
#include <errno.h>  // (and glibc's features.h, which says whether this is glibc)
#include <sys/resource.h>
#include <unistd.h>
#endif

static void (*cleanupAfterFailure)(void);

void bp_on_out_of_memory(void (*cleanup)(void)) { cleanupAfterFailure = cleanup; }

#if defined(__linux__) && defined(__GLIBC__)

// glibc's allocator under its own names: what the definitions below forward to.
extern void *__libc_malloc(size_t size);
extern void *__libc_calloc(size_t count, size_t size);
extern void *__libc_realloc(void *pointer, size_t size);
extern void *__libc_memalign(size_t alignment, size_t size);

static char *append(char *at, const char *text) {
  while (*text) *at++ = *text++;
  return at;
}

// 38797088 as "38,797,088".
static char *appendNumber(char *at, unsigned long long value) {
  char digits[32];
  int count = 0;
  do {
    digits[count++] = (char)('0' + value % 10);
    value /= 10;
  } while (value != 0);
  for (int index = count - 1; index >= 0; index--) {
    *at++ = digits[index];
    if (index > 0 && index % 3 == 0) *at++ = ',';
  }
  return at;
}

// "bubble-preview: error: out of memory: 38,797,088 bytes more could not be allocated
// (address-space limit, ulimit -v: 150,000 KiB)", then the cleanup and exit 71.
static void outOfMemory(size_t size) {
  char line[256];
  char *at = append(line, "bubble-preview: error: out of memory: ");
  at = appendNumber(at, size);
  at = append(at, " bytes more could not be allocated");
  struct rlimit limit;
  if (getrlimit(RLIMIT_AS, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY) {
    at = append(at, " (address-space limit, ulimit -v: ");
    at = appendNumber(at, limit.rlim_cur / 1024);
    at = append(at, " KiB)");
  }
  *at++ = '\n';
  ssize_t written = write(2, line, (size_t)(at - line));
  (void)written;
  if (cleanupAfterFailure) cleanupAfterFailure();
  _exit(71);
}

void *malloc(size_t size) {
  void *pointer = __libc_malloc(size);
  if (pointer == NULL && size != 0) outOfMemory(size);
  return pointer;
}

void *calloc(size_t count, size_t size) {
  void *pointer = __libc_calloc(count, size);
  if (pointer == NULL && count != 0 && size != 0) outOfMemory(count * size);
  return pointer;
}

void *realloc(void *old, size_t size) {
  void *pointer = __libc_realloc(old, size);
  if (pointer == NULL && size != 0) outOfMemory(size);
  return pointer;
}

void *memalign(size_t alignment, size_t size) {
  void *pointer = __libc_memalign(alignment, size);
  if (pointer == NULL && size != 0) outOfMemory(size);
  return pointer;
}

void *aligned_alloc(size_t alignment, size_t size) { return memalign(alignment, size); }

int posix_memalign(void **result, size_t alignment, size_t size) {
  // The alignment must be a power of two and a multiple of sizeof(void *).
  if (alignment == 0 || alignment % sizeof(void *) != 0 || (alignment & (alignment - 1)) != 0) return EINVAL;
  *result = memalign(alignment, size);
  return 0;
}
#endif
