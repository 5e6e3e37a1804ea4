class Solution {
    static string trim(const string& s) {
        size_t a = s.find_first_not_of(' ');
        if (a == string::npos) return "";
        size_t b = s.find_last_not_of(' ');
        return s.substr(a, b - a + 1);
    }
    static bool digits(const string& s) {
        for (char c : s) if (c < '0' || c > '9') return false;
        return true;
    }
public:
    optional<vector<vector<long long>>> parseRange(string header, long long size) {
        size_t eq = header.find('=');
        if (eq == string::npos) return nullopt;
        string unit = trim(header.substr(0, eq));
        for (auto& c : unit) c = tolower((unsigned char)c);
        if (unit != "bytes") return nullopt;
        string specs = header.substr(eq + 1);
        vector<vector<long long>> out;
        size_t start = 0;
        while (true) {
            size_t comma = specs.find(',', start);
            string part = trim(specs.substr(start, comma == string::npos ? string::npos : comma - start));
            size_t dash = part.find('-');
            if (dash == string::npos) return nullopt;
            string first = part.substr(0, dash), last = part.substr(dash + 1);
            if (!digits(first) || !digits(last) || (first.empty() && last.empty())) return nullopt;
            if (first.empty()) {
                long long n = stoll(last);
                if (n > 0 && size > 0) out.push_back({max(0LL, size - n), size - 1});
            } else {
                long long a = stoll(first);
                bool open = last.empty();
                long long b = open ? 0 : stoll(last);
                if (!open && b < a) return nullopt;
                if (a < size) out.push_back({a, open ? size - 1 : min(b, size - 1)});
            }
            if (comma == string::npos) break;
            start = comma + 1;
        }
        return out;
    }
};
