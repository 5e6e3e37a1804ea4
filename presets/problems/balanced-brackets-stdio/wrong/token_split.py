import sys

MATCH = {")": "(", "]": "[", "}": "{"}
data = sys.stdin.read().split()
q = int(data[0])
out = []
for s in data[1:1 + q]:  # bug: blank lines produce no token
    stack, ok = [], True
    for ch in s:
        if ch in "([{":
            stack.append(ch)
        elif not stack or stack.pop() != MATCH[ch]:
            ok = False
            break
    out.append("YES" if ok and not stack else "NO")
print("\n".join(out))
