/// The status bar's style: UIKit's `UIStatusBarStyle` (recorded: the status bar is not drawn).
public enum UIStatusBarStyle: Int, Sendable {
    case `default`, lightContent, darkContent = 3
}
