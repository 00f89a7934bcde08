"""Each method's bytecode length in a JVM class file: the JVM caps a method at 65,535 bytes, and the
static initialiser of a generated class (every collection it builds) is the method that grows with
the vocab file (benchmarks/limits.py shapes, tests/targets/test_kotlin_limits.py)."""

from __future__ import annotations


def method_sizes(data: bytes) -> dict[str, int]:
    """Each method's bytecode length in one class file (JVMS 4.1, 4.7.3): name -> code_length."""
    at, names = 10, {}
    count = int.from_bytes(data[8:10], "big")
    index = 1
    while index < count:
        tag = data[at]
        if tag == 1:
            length = int.from_bytes(data[at + 1:at + 3], "big")
            names[index] = data[at + 3:at + 3 + length].decode("utf-8", "replace")
            at += 3 + length
        elif tag in (5, 6):
            at, index = at + 9, index + 1  # a long or a double takes two entries
        elif tag in (7, 8, 16, 19, 20):
            at += 3
        elif tag == 15:
            at += 4
        else:
            at += 5
        index += 1
    at += 6
    at += 2 + 2 * int.from_bytes(data[at:at + 2], "big")  # interfaces

    def members(at: int) -> tuple[int, list[tuple[str, int]]]:
        found = []
        count, at = int.from_bytes(data[at:at + 2], "big"), at + 2
        for _ in range(count):
            name = names[int.from_bytes(data[at + 2:at + 4], "big")]
            attributes, at = int.from_bytes(data[at + 6:at + 8], "big"), at + 8
            for _ in range(attributes):
                kind, length = names[int.from_bytes(data[at:at + 2], "big")], int.from_bytes(data[at + 2:at + 6], "big")
                if kind == "Code":
                    found.append((name, int.from_bytes(data[at + 10:at + 14], "big")))
                at += 6 + length
        return at, found

    at, _ = members(at)
    _, methods = members(at)
    return {name: max(size for n, size in methods if n == name) for name, _ in methods}
