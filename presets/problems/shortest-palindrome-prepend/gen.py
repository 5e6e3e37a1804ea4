"""n = length of s. Small: 2-letter alphabet (many palindromic prefixes). Large: 'a'*h+'b'+'a'*h+'d'
style strings where checking every prefix for being a palindrome is quadratic."""


def generate(n, rng):
    if n <= 50:
        return ["".join(rng.choice("ab") for _ in range(n))]
    half = n // 2
    c = rng.choice("bc")
    return ["a" * half + c + "a" * (n - half - 2) + "d"]


def valid(args):
    (s,) = args
    return type(s) is str and len(s) <= 100000 and set(s) <= set("abcdefghijklmnopqrstuvwxyz")
