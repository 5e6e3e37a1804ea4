"""A URL-codec workload of n calls. Encodes new and repeated URLs; decodes codes that were handed out,
codes not handed out yet, codes with a leading zero, wrong prefixes and junk. Large inputs are
mostly new URLs, so a linear duplicate check per encode is O(n^2)."""

ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
PREFIX = "https://ms.ly/"


def base62(n):
    out = ""
    while n:
        n, d = divmod(n, 62)
        out = ALPHABET[d] + out
    return out


def generate(n, rng):
    calls = [["UrlCodec"]]
    urls = []
    for _ in range(n):
        r = rng.random()
        if r < 0.45 or not urls:
            url = f"https://example.com/{rng.choice(['a', 'docs', 'p', 'x-y'])}/{rng.randrange(10**9)}?q={rng.randrange(100)}"
            urls.append(url)
            calls.append(["encode", url])
        elif r < 0.55:
            calls.append(["encode", rng.choice(urls)])
        elif r < 0.8:
            calls.append(["decode", PREFIX + base62(rng.randint(1, len(urls)))])
        else:
            code = base62(rng.randint(1, len(urls) + 3))
            calls.append(["decode", rng.choice([
                PREFIX + "0" + code,
                PREFIX + code + "/",
                "http://ms.ly/" + code,
                PREFIX,
                PREFIX + code + "-",
                PREFIX + "Z" * 12,
                code,
            ])])
    return calls
