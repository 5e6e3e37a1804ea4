class Solution {
public:
    string canonicalPath(string path) {
        vector<string> stack;
        string part;
        stringstream in(path);
        while (getline(in, part, '/')) {
            if (part.empty() || part == ".") continue;
            if (part == "..") {
                if (!stack.empty()) stack.pop_back();
            } else {
                stack.push_back(part);
            }
        }
        string out;
        for (auto& s : stack) out += "/" + s;
        return out.empty() ? "/" : out;
    }
};
