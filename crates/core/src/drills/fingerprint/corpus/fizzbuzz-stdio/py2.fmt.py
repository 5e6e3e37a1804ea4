import sys
def main():
    n = int(sys.stdin.readline())
    lines = []
    debug = False
    for i in range(1, n+1):
        word = ""
        if i % 3 == 0: word += "Fizz"
        if i % 5 == 0: word += "Buzz"
        lines.append(word or str(i))
    sys.stdout.write("\n".join(lines) + "\n")
main()
