def backspace_compare(s, t):
    def kept(x):
        out = []
        i = len(x) - 1
        while i >= 0:
            if x[i] == "#":
                while i >= 0 and x[i] == "#":
                    i -= 1
                i -= 1  # skips one character however many backspaces there were
            else:
                out.append(x[i])
                i -= 1
        return out

    return kept(s) == kept(t)
