ALPHABET = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
PREFIX = "https://ms.ly/"


class UrlCodec:
    def __init__(self):
        self.urls = []
        self.ids = {}

    def encode(self, long_url):
        if long_url not in self.ids:
            self.urls.append(long_url)
            self.ids[long_url] = len(self.urls)
        n, code = self.ids[long_url], ""
        while n:
            n, d = divmod(n, 62)
            code = ALPHABET[d] + code
        return PREFIX + code

    def decode(self, short_url):
        if not short_url.startswith(PREFIX):
            return ""
        code = short_url[len(PREFIX):]
        if not code or any(c not in ALPHABET for c in code):
            return ""
        n = 0
        for c in code:
            n = n * 62 + ALPHABET.index(c)
        return self.urls[n - 1] if 1 <= n <= len(self.urls) else ""
