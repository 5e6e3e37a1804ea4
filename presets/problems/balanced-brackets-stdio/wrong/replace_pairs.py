import sys

lines = sys.stdin.read().split("\n")
q = int(lines[0])
for i in range(1, q + 1):
    s = lines[i] if i < len(lines) else ""
    while True:
        shorter = s.replace("()", "").replace("[]", "").replace("{}", "")
        if shorter == s:
            break
        s = shorter
    print("YES" if s == "" else "NO")
