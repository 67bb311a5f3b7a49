// For Scripts/ios-link.sh only: `if #available` compiles to calls to __isPlatformVersionAtLeast, which
// Xcode's linker takes from compiler-rt's libclang_rt.ios.a. The Linux toolchain ships no iOS compiler-rt, so
// this is the same function over libSystem's _availability_version_check (exported by the SDK's stubs).
typedef struct { unsigned int platform; unsigned int version; } dyld_build_version_t;
extern _Bool _availability_version_check(unsigned int count, dyld_build_version_t versions[]);

int __isPlatformVersionAtLeast(unsigned int platform, unsigned int major, unsigned int minor, unsigned int subminor) {
    dyld_build_version_t version = {platform, (major << 16) | ((minor & 0xff) << 8) | (subminor & 0xff)};
    return _availability_version_check(1, &version);
}
