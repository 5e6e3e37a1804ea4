use std::collections::HashMap;

const ALPHABET: &[u8] = b"0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";

/// Both directions in hash maps: a code never handed out is simply absent.
struct UrlCodec {
    short_of: HashMap<String, String>,
    long_of: HashMap<String, String>,
}

impl UrlCodec {
    fn new() -> Self {
        UrlCodec { short_of: HashMap::new(), long_of: HashMap::new() }
    }

    fn encode(&mut self, long_url: String) -> String {
        if let Some(short) = self.short_of.get(&long_url) {
            return short.clone();
        }
        let mut n = self.short_of.len() + 1;
        let mut code = Vec::new();
        while n > 0 {
            code.push(ALPHABET[n % 62]);
            n /= 62;
        }
        code.reverse();
        let short = format!("https://ms.ly/{}", String::from_utf8_lossy(&code));
        self.short_of.insert(long_url.clone(), short.clone());
        self.long_of.insert(short.clone(), long_url);
        short
    }

    fn decode(&self, short_url: String) -> String {
        self.long_of.get(&short_url).cloned().unwrap_or_default()
    }
}
