class UrlCodec {
    static constexpr const char* ALPHABET =
        "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    // Both directions in hash maps: a code never handed out is simply absent.
    unordered_map<string, string> shortOf, longOf;

public:
    UrlCodec() {}

    string encode(string longUrl) {
        auto it = shortOf.find(longUrl);
        if (it != shortOf.end()) return it->second;
        long long n = (long long)shortOf.size() + 1;
        string code;
        while (n) {
            code += ALPHABET[n % 62];
            n /= 62;
        }
        reverse(code.begin(), code.end());
        string shortUrl = "https://ms.ly/" + code;
        shortOf[longUrl] = shortUrl;
        longOf[shortUrl] = longUrl;
        return shortUrl;
    }

    string decode(string shortUrl) {
        auto it = longOf.find(shortUrl);
        return it == longOf.end() ? "" : it->second;
    }
};
