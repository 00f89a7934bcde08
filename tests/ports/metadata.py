"""The user-string heap (#US) of a .NET assembly, read from the file mcs wrote: every string the
class loads is stored there once, and mcs stops at 16 MiB (benchmarks/limits.py heap,
tests/targets/test_csharp_limits.py)."""

from __future__ import annotations


def streams(data: bytes) -> dict[str, bytes]:
    """Each metadata stream's bytes (ECMA-335 II.24.2.1-2): name -> bytes. The metadata root is
    found by its signature, BSJB; its stream headers follow the version string and the flags."""
    root = data.index(b"BSJB")
    at = root + 16 + int.from_bytes(data[root + 12:root + 16], "little") + 2
    count, at = int.from_bytes(data[at:at + 2], "little"), at + 2
    found = {}
    for _ in range(count):
        offset, size = int.from_bytes(data[at:at + 4], "little"), int.from_bytes(data[at + 4:at + 8], "little")
        end = data.index(b"\0", at + 8)
        found[data[at + 8:end].decode("ascii")] = data[root + offset:root + offset + size]
        at = end + 1 + (-(end + 1 - at) % 4)  # the name is padded to a multiple of 4 bytes
    return found


def user_string_bytes(data: bytes) -> int:
    """The #US heap's bytes up to its last string (II.24.2.4: each a compressed length, then its
    bytes). The stream is padded with zeros to a multiple of 4, which read as empty entries; mcs
    writes one empty entry only, first."""
    heap = streams(data).get("#US", b"")
    at, last = 0, min(len(heap), 1)
    while at < len(heap):
        first = heap[at]
        if first < 0x80:
            length, prefix = first, 1
        elif first < 0xC0:
            length, prefix = int.from_bytes(heap[at:at + 2], "big") & 0x3FFF, 2
        else:
            length, prefix = int.from_bytes(heap[at:at + 4], "big") & 0x1FFFFFFF, 4
        at += prefix + length
        if length:
            last = at
    return last
