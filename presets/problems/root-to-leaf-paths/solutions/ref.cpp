class Solution {
public:
    vector<string> binaryTreePaths(TreeNode* root) {
        vector<string> out;
        if (!root) return out;
        // explicit stack of (node, path so far)
        vector<pair<TreeNode*, string>> stack{{root, to_string(root->val)}};
        while (!stack.empty()) {
            auto [node, path] = stack.back();
            stack.pop_back();
            if (!node->left && !node->right) { out.push_back(path); continue; }
            if (node->right) stack.push_back({node->right, path + "->" + to_string(node->right->val)});
            if (node->left) stack.push_back({node->left, path + "->" + to_string(node->left->val)});
        }
        return out;
    }
};
