ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
PREFIX = "https://ms.ly/"


class UrlCodec:
    """Both directions in hash maps: decode is a lookup, so any code never handed out (leading zero,
    junk, too large) is simply absent."""

    def __init__(self):
        self.short_of = {}
        self.long_of = {}

    def encode(self, long_url: str) -> str:
        short = self.short_of.get(long_url)
        if short is None:
            n, code = len(self.short_of) + 1, ""
            while n:
                n, digit = divmod(n, 62)
                code = ALPHABET[digit] + code
            short = PREFIX + code
            self.short_of[long_url] = short
            self.long_of[short] = long_url
        return short

    def decode(self, short_url: str) -> str:
        return self.long_of.get(short_url, "")
