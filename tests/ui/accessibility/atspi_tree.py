#!/usr/bin/python3
"""Walks AttentionLab's accessibility tree over AT-SPI, as a screen reader sees it, and fails on a
control, plot or token chip without a name, and on a plot or chip without a description.

Usage: atspi_tree.py PID  (the app's process, already started on this display and session bus)
Needs Debian's python3-pyatspi and at-spi2-core; run by run_atspi_tree.sh.
"""
import sys
import time

import pyatspi

# Roles a person operates or reads as one thing: each must say what it is.
NAMED = {
    pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX, pyatspi.ROLE_RADIO_BUTTON,
    pyatspi.ROLE_COMBO_BOX, pyatspi.ROLE_SPIN_BUTTON, pyatspi.ROLE_SLIDER, pyatspi.ROLE_ENTRY,
    pyatspi.ROLE_PASSWORD_TEXT, pyatspi.ROLE_PAGE_TAB, pyatspi.ROLE_MENU, pyatspi.ROLE_MENU_ITEM,
    pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM, pyatspi.ROLE_LIST, pyatspi.ROLE_TABLE,
    pyatspi.ROLE_TREE, pyatspi.ROLE_TREE_TABLE, pyatspi.ROLE_PROGRESS_BAR, pyatspi.ROLE_CHART,
    pyatspi.ROLE_IMAGE,
}
# Their items (a table's cells, a list's rows) are named by their text; not walked.
CONTAINERS = {pyatspi.ROLE_LIST, pyatspi.ROLE_TABLE, pyatspi.ROLE_TREE, pyatspi.ROLE_TREE_TABLE}


ATTENTION_MODES = ["All layers × heads", "Lines", "KV cache", "First token", "Heatmap"]


def find_app(pid, timeout=60):
    desktop = pyatspi.Registry.getDesktop(0)
    end = time.time() + timeout
    while time.time() < end:
        for app in desktop:
            try:
                if app is not None and app.get_process_id() == pid and app.childCount > 0:
                    return app
            except Exception:  # an application that went away while listed
                pass
        time.sleep(0.5)
    sys.exit(f"atspi_tree: no application of process {pid} on the accessibility bus after {timeout} s "
             "(is the AT-SPI bridge on? QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1)")


def walk(node, path, out):
    try:
        role, name, description = node.getRole(), node.name or "", node.description or ""
        showing = node.getState().contains(pyatspi.STATE_SHOWING)
        count = node.childCount
    except Exception:
        return
    here = path + [f"{node.getRoleName()} '{name}'"]
    out.append(Node(node, role, name.strip(), description.strip(), here, showing))
    if role in CONTAINERS:
        return
    for i in range(count):
        try:
            child = node.getChildAtIndex(i)
        except Exception:
            continue
        if child is not None:
            walk(child, here, out)


class Node:
    def __init__(self, node, role, name, description, path, showing):
        self.node, self.role, self.name, self.description, self.path, self.showing = node, role, name, description, path, showing

    def where(self, depth=4):
        return " > ".join(self.path[-depth:])


def item_names(combo):
    """The texts a combo box offers (its popup list's items)."""
    names = set()
    for i in range(combo.childCount):
        child = combo.getChildAtIndex(i)
        if child is not None and child.getRole() == pyatspi.ROLE_LIST:
            names |= {child.getChildAtIndex(j).name for j in range(child.childCount)}
    return names


def label_of(node):
    """The name of what labels the node (a QLabel whose buddy it is: AT-SPI's labelled-by relation)."""
    for relation in node.getRelationSet():
        if relation.getRelationType() == pyatspi.RELATION_LABELLED_BY:
            for i in range(relation.getNTargets()):
                target = relation.getTarget(i)
                if target is not None and target.name and target.name.strip():
                    return target.name.strip()
    return ""


def choose(node):
    """Presses a tab or button as a screen reader's user does: its "Press" action, else its first
    (a checkable button's "Toggle")."""
    action = node.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    action.doAction(names.index("Press") if "Press" in names else 0)


def problems_in(nodes):
    """What a screen reader could not say of the nodes on screen (and of every menu, open or not)."""
    problems = []
    for n in nodes:
        menu = n.role in (pyatspi.ROLE_MENU, pyatspi.ROLE_MENU_ITEM, pyatspi.ROLE_CHECK_MENU_ITEM, pyatspi.ROLE_RADIO_MENU_ITEM)
        if not (n.showing or menu) or n.role not in NAMED:
            continue
        in_combo = len(n.path) > 1 and n.path[-2].startswith("combo box")
        if n.role == pyatspi.ROLE_LIST and in_combo:
            continue  # a combo box's popup: the combo box is what is announced
        if not n.name:
            problems.append("no name: " + n.where())
        elif not any(ch.isalpha() for ch in n.name) and n.role not in CONTAINERS:
            # "◀◀" or "✕" is read out as the signs' names, not as what the button does
            problems.append("a name of signs only: " + n.where())
        elif n.role == pyatspi.ROLE_COMBO_BOX and not label_of(n.node) and n.name in item_names(n.node):
            # on Linux Qt names a combo box by its value; what it chooses is its label's (the relation)
            problems.append("a combo box without a label (a QLabel whose buddy it is): " + n.where())
        if n.role == pyatspi.ROLE_CHART and n.name and not n.description:
            problems.append("a plot without a description: " + n.where(3))
    return problems


def main():
    pid = int(sys.argv[1])
    app = find_app(pid)
    time.sleep(2)  # the first trace and its plots
    nodes = []
    walk(app, [], nodes)
    tab_lists = [n for n in nodes if n.role == pyatspi.ROLE_PAGE_TAB_LIST and n.showing]
    main_tabs = max(tab_lists, key=lambda n: n.node.childCount) if tab_lists else None
    if main_tabs is None or main_tabs.node.childCount < 5:
        sys.exit("FAIL no tab list of the window's views on screen")
    problems, seen = [], {}
    charts = chips = controls = 0
    # every view, as a person reaches it: its tab chosen, the tree walked again, what is on screen checked
    tabs = [main_tabs.node.getChildAtIndex(i) for i in range(main_tabs.node.childCount)]
    tabs = [t for t in tabs if t is not None and t.getRole() == pyatspi.ROLE_PAGE_TAB]  # not the scroll arrows
    # every view, and the Attention tab's five ways to show it (its mode buttons pressed in turn)
    views = []
    for tab in tabs:
        views.append((tab, None))
        if tab.name == "Attention":
            views += [(tab, mode) for mode in ATTENTION_MODES]
    for tab, mode in views:
        choose(tab)
        if mode:
            time.sleep(1.5)  # the view draws itself when shown
            nodes = []
            walk(app, [], nodes)
            buttons = [n for n in nodes if n.showing and n.name == mode and n.role in (pyatspi.ROLE_PUSH_BUTTON, pyatspi.ROLE_TOGGLE_BUTTON, pyatspi.ROLE_CHECK_BOX)]
            if not buttons:
                problems.append(f"no button '{mode}' on the Attention tab")
                continue
            choose(buttons[0].node)
        # a busy machine draws later: walked again, up to 10 s, until nothing on screen lacks a name
        for _ in range(8):
            time.sleep(1.25)
            nodes = []
            walk(app, [], nodes)
            if not problems_in(nodes) and (mode != "All layers × heads" or sum(n.showing and n.role == pyatspi.ROLE_CHART for n in nodes) >= 2):
                break
        shown = [n for n in nodes if n.showing]
        for p in problems_in(nodes):
            seen.setdefault(p, tab.name + (" · " + mode if mode else ""))
        view_charts = [n for n in shown if n.role == pyatspi.ROLE_CHART]
        charts += len(view_charts)
        if mode == "All layers × heads" and len(view_charts) < 2:
            # a screen reader's "Toggle" checks the button without a click: the view must follow it
            problems.append(f"choosing '{mode}' from a screen reader did not show every head's plot")
        controls += sum(n.role in NAMED for n in shown)
        print(f"tab '{tab.name}'{' · ' + mode if mode else ''}: {len(shown)} objects on screen, {len(view_charts)} plots")
        for n in view_charts[:2]:
            print(f"  plot '{n.name}': {n.description[:110]}")
        # the token chips: the labels in the group named "Tokens", each its token, its id in the description
        for strip in (n for n in shown if n.name == "Tokens" and n.role != pyatspi.ROLE_LABEL):
            for c in shown:
                if c.path[:len(strip.path)] == strip.path and c.role == pyatspi.ROLE_LABEL:
                    chips += 1
                    if not c.name or not c.description:
                        seen.setdefault("a token chip without a name or description: " + c.where(2), tab.name)
    choose(tabs[0])
    print(f"{controls} controls, {charts} plots and {chips} token chips on screen over {len(tabs)} tabs")
    if charts < 10:
        problems.append(f"only {charts} plots were exposed as charts over all the tabs")
    if chips == 0:
        problems.append("no token chips under a group named 'Tokens'")
    if controls < 50:
        problems.append(f"only {controls} controls: the tree is not the window's")
    problems += [f"{p}  (tab '{tab}')" for p, tab in seen.items()]
    for p in problems:
        print("FAIL " + p)
    sys.exit(1 if problems else 0)


if __name__ == "__main__":
    main()
