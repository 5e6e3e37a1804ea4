class Solution {
public:
    int maxPathSum(TreeNode* root) {
        // Iterative post-order (the tree may be too deep for recursion); down[node] is the best sum
        // of a chain that starts at node and only goes down.
        unordered_map<TreeNode*, int> down;
        int best = root->val;
        vector<pair<TreeNode*, bool>> stack{{root, false}};
        while (!stack.empty()) {
            auto [node, childrenDone] = stack.back();
            stack.pop_back();
            if (!childrenDone) {
                stack.push_back({node, true});
                if (node->left) stack.push_back({node->left, false});
                if (node->right) stack.push_back({node->right, false});
                continue;
            }
            int l = node->left ? max(0, down[node->left]) : 0;
            int r = node->right ? max(0, down[node->right]) : 0;
            best = max(best, node->val + l + r);
            down[node] = node->val + max(l, r);
        }
        return best;
    }
};
