class Solution {
    static string trim(const string& s) {
        size_t a = s.find_first_not_of(" \t");
        if (a == string::npos) return "";
        size_t b = s.find_last_not_of(" \t");
        return s.substr(a, b - a + 1);
    }
public:
    unordered_map<string, string> parseCookies(string header) {
        unordered_map<string, string> out;
        size_t start = 0;
        while (start <= header.size()) {
            size_t end = header.find(';', start);
            if (end == string::npos) end = header.size();
            string part = header.substr(start, end - start);
            start = end + 1;
            size_t eq = part.find('=');
            if (eq == string::npos) continue;
            string name = trim(part.substr(0, eq)), value = trim(part.substr(eq + 1));
            if (name.empty() || out.count(name)) continue;
            if (value.size() >= 2 && value.front() == '"' && value.back() == '"') value = value.substr(1, value.size() - 2);
            out[name] = value;
        }
        return out;
    }
};
