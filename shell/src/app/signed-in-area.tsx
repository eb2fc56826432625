import { GroupsBridge } from '../graphql/groups-bridge';
import { ApolloRoot } from '../graphql/apollo-root';
import { SignedInLayout } from '../layout/signed-in-layout';

/** Lazily loaded chunk: Apollo Client, the groups query and the signed-in frame. */
export function SignedInArea() {
  return (
    <ApolloRoot>
      <GroupsBridge>
        <SignedInLayout />
      </GroupsBridge>
    </ApolloRoot>
  );
}

export default SignedInArea;
