ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
PREFIX = "https://ms.ly/"


class UrlCodec:
    def __init__(self):
        self.urls = []

    def _code(self, n):
        code = ""
        while n:
            n, d = divmod(n, 62)
            code = ALPHABET[d] + code
        return code

    def encode(self, long_url):
        if long_url in self.urls:
            return PREFIX + self._code(self.urls.index(long_url) + 1)
        self.urls.append(long_url)
        return PREFIX + self._code(len(self.urls))

    def decode(self, short_url):
        if not short_url.startswith(PREFIX):
            return ""
        code = short_url[len(PREFIX):]
        if not code or code[0] == "0" or any(c not in ALPHABET for c in code):
            return ""
        n = 0
        for c in code:
            n = n * 62 + ALPHABET.index(c)
        return self.urls[n - 1] if n <= len(self.urls) else ""
