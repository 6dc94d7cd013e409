// Ports ../shared/seeds/000_2628d0f4aadf3cc3.txt ("AppStoreのカスタムトランジションを実装してみる").
// The port keeps the article's own layout line for line, so the formatter leaves it alone.
// swift-format-ignore-file
import Segue

// Not in the article: the author's `String.lorem200`, which DetailViewController shows; here, 200 words of
// lorem ipsum.
extension String {
    static let lorem200 =
        "Lorem ipsum dolor sit amet consectetur adipiscing elit sed do. Eiusmod tempor incididunt ut labore "
        + "et dolore magna aliqua ut. Enim ad minim veniam quis nostrud exercitation ullamco laboris nisi. Ut "
        + "aliquip ex ea commodo consequat duis aute irure dolor. In reprehenderit in voluptate velit esse "
        + "cillum dolore eu fugiat. Nulla pariatur excepteur sint occaecat cupidatat non proident sunt in. "
        + "Culpa qui officia deserunt mollit anim id est laborum lorem. Ipsum dolor sit amet consectetur "
        + "adipiscing elit sed do eiusmod. Tempor incididunt ut labore et dolore magna aliqua ut enim. Ad minim "
        + "veniam quis nostrud exercitation ullamco laboris nisi ut. Aliquip ex ea commodo consequat duis aute "
        + "irure dolor in. Reprehenderit in voluptate velit esse cillum dolore eu fugiat nulla. Pariatur "
        + "excepteur sint occaecat cupidatat non proident sunt in culpa. Qui officia deserunt mollit anim id "
        + "est laborum lorem ipsum. Dolor sit amet consectetur adipiscing elit sed do eiusmod tempor. "
        + "Incididunt ut labore et dolore magna aliqua ut enim ad. Minim veniam quis nostrud exercitation "
        + "ullamco laboris nisi ut aliquip. Ex ea commodo consequat duis aute irure dolor in reprehenderit. In "
        + "voluptate velit esse cillum dolore eu fugiat nulla pariatur. Excepteur sint occaecat cupidatat non "
        + "proident sunt in culpa qui."
}
