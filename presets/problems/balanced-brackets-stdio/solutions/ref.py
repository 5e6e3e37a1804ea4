import sys

MATCH = {ord(")"): ord("("), ord("]"): ord("["), ord("}"): ord("{")}


def balanced(s):
    stack = []
    push, pop = stack.append, stack.pop
    for ch in s:
        opener = MATCH.get(ch)
        if opener is None:
            push(ch)
        elif not stack or pop() != opener:
            return False
    return not stack


def main():
    lines = sys.stdin.buffer.read().split(b"\n")
    q = int(lines[0])
    out = []
    for i in range(1, q + 1):
        s = lines[i].rstrip(b"\r") if i < len(lines) else b""
        out.append("YES" if balanced(s) else "NO")
    sys.stdout.write("\n".join(out) + "\n")


main()
