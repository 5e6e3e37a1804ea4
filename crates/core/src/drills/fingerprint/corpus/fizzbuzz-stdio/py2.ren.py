import sys


def run():
    # build each word from its parts
    count = int(sys.stdin.readline())
    rows = []
    for v in range(1, count + 1):
        text = ""
        if v % 3 == 0:
            text += "Fizz"
        if v % 5 == 0:
            text += "Buzz"
        rows.append(text or str(v))  # the number when no word
    sys.stdout.write("\n".join(rows) + "\n")


run()
