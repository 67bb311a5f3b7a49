#!/usr/bin/env python3
"""Extracts one SDK folder from a git copy (bare is fine) of a repository that holds Apple SDKs into DEST,
outside the repository (an SDK is never committed here). Blobs the copy lacks (a partial clone, a blob
left out for its size) are skipped, counted, and listed, relative to the SDK folder, in the SDK folder's
.missing-from-mirror: the file is in the SDK, its content is not here (Scripts/ios-link.sh reads that list,
so that a library whose stub is only missing from the copy is not taken for one the SDK lacks).

usage: Scripts/ios-sdk-extract.py GITDIR SDK_PATH_IN_REPO DEST

Scripts/ios-sdk-setup.sh uses it for iPhoneOS16.5.sdk of theos/sdks. For a newer SDK (iPhoneOS 26.2, from
seayou2468-web/maciOS) or the minimum OS's (iPhoneOS 17.5, from mrdrvt99/iOS-SDKss, for MIN_SDK of
Scripts/ios-link.sh), find its path with
  git --git-dir=GITDIR ls-tree -d -r --name-only HEAD | grep 'iPhoneOS26.2.sdk$'
then extract it, e.g. to ${TMPDIR:-/tmp}/ios26, and pass DEST/<that path> to the scripts (SDK=… ARCH=arm64e
for Scripts/ios-typecheck.sh: 26.2's Swift interfaces are arm64e only)."""
import os
import subprocess
import sys

if len(sys.argv) != 4:
    sys.exit(__doc__)
gitdir, sdk, root = sys.argv[1:4]
ls = subprocess.run(["git", "--git-dir", gitdir, "ls-tree", "-r", "HEAD", sdk], capture_output=True, text=True,
                    check=True).stdout.splitlines()
if not ls:
    sys.exit(f"{gitdir} has no {sdk} at HEAD")
p = subprocess.Popen(["git", "--git-dir", gitdir, "cat-file", "--batch"], stdin=subprocess.PIPE, stdout=subprocess.PIPE)
n = 0
missing = []
for line in ls:
    meta, path = line.split("\t", 1)
    mode, _, sha = meta.split()
    p.stdin.write((sha + "\n").encode())
    p.stdin.flush()
    hdr = p.stdout.readline().decode().split()
    if len(hdr) < 3 or hdr[1] == "missing":
        missing.append(os.path.relpath(path, sdk))
        continue
    data = p.stdout.read(int(hdr[2]))
    p.stdout.read(1)
    full = os.path.join(root, path)
    os.makedirs(os.path.dirname(full), exist_ok=True)
    if mode == "120000":
        if not os.path.lexists(full):
            os.symlink(data.decode(), full)
    else:
        with open(full, "wb") as f:
            f.write(data)
        n += 1
p.stdin.close()
p.wait()
with open(os.path.join(root, sdk, ".missing-from-mirror"), "w") as f:
    f.writelines(path + "\n" for path in missing)
print(f"{sdk}: {n} files written to {root}, {len(missing)} missing in the mirror"
      + (f" (listed in {os.path.join(root, sdk, '.missing-from-mirror')})" if missing else ""))
