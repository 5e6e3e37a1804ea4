class Solution {
    static int dots(const string& seg) {
        string s;
        for (size_t i = 0; i < seg.size();) {
            if (i + 2 < seg.size() + 0 && seg[i] == '%' && seg[i + 1] == '2' && (seg[i + 2] == 'e' || seg[i + 2] == 'E')) {
                s += '.';
                i += 3;
            } else {
                s += (char)tolower((unsigned char)seg[i]);
                ++i;
            }
        }
        if (s == ".") return 1;
        if (s == "..") return 2;
        return 0;
    }
public:
    string normalizePath(string path) {
        vector<string> segs;
        size_t start = 0;
        while (true) {
            size_t slash = path.find('/', start);
            segs.push_back(path.substr(start, slash == string::npos ? string::npos : slash - start));
            if (slash == string::npos) break;
            start = slash + 1;
        }
        vector<string> out;
        for (auto& seg : segs) {
            if (seg.empty()) continue;
            int d = dots(seg);
            if (d == 1) continue;
            if (d == 2) { if (!out.empty()) out.pop_back(); continue; }
            out.push_back(seg);
        }
        bool trailing = segs.back().empty() || dots(segs.back()) > 0;
        if (out.empty()) return "/";
        string r;
        for (auto& s : out) r += "/" + s;
        if (trailing) r += "/";
        return r;
    }
};
