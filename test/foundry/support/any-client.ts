/** What a player's console can send the GM's client (docs/threat-model.md): a query of any name, with any data. */
import { asSentByAnyClient } from "../../sent-by-any-client";
import { must } from "../../kit";

/**
 * Asks `user`'s client (the active GM's, unless told) to run query `name` with `data`, from the running client.
 * `User#query` takes only the names declared in `CONFIG.queries`, with their data; a console sends any of both, and
 * the tests that prove the module refuses them send them here.
 */
export function queryFromAnyClient(
  name: string,
  data: unknown,
  user: Pick<User.Implementation, "query"> = must(must(game.users).activeGM),
): Promise<unknown> {
  return user.query(asSentByAnyClient<User.QueryName>(name), asSentByAnyClient(data));
}
